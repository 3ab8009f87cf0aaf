# Install rules (GNU layout): the programs in bin/, the game's data in share/scoundrel/,
# the desktop file, AppStream metadata, icons and man pages where desktops look for them,
# and the licences and documents in share/doc/scoundrel/. Included from the top-level
# CMakeLists.txt. The game finds its data relative to its executable
# (../share/scoundrel), so any prefix works, and so does an unpacked archive.
include(GNUInstallDirs)

set(SCOUNDREL_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/scoundrel)
set(_pkg ${CMAKE_CURRENT_LIST_DIR})

install(TARGETS scoundrel-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/docs/RULES.md
              ${PROJECT_SOURCE_DIR}/docs/CLI.md ${_pkg}/LICENSE ${_pkg}/copyright
        DESTINATION ${SCOUNDREL_DOC_DIR})

# Debian wants man pages compressed; man reads them either way.
find_program(SCOUNDREL_GZIP gzip REQUIRED)
set(_man_pages scoundrel-cli)
if(SCOUNDREL_BUILD_GAME)
  list(APPEND _man_pages scoundrel)
endif()
set(_man_outputs)
foreach(page IN LISTS _man_pages)
  set(_out ${PROJECT_BINARY_DIR}/packaging/${page}.6.gz)
  add_custom_command(OUTPUT ${_out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/packaging
    COMMAND ${SCOUNDREL_GZIP} -9nc ${_pkg}/man/${page}.6 > ${_out}
    DEPENDS ${_pkg}/man/${page}.6
    COMMENT "Compressing the ${page}(6) man page"
    VERBATIM)
  list(APPEND _man_outputs ${_out})
endforeach()
add_custom_target(scoundrel_man_pages ALL DEPENDS ${_man_outputs})
install(FILES ${_man_outputs} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)

if(SCOUNDREL_BUILD_GAME)
  install(TARGETS scoundrel RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

  # The data the game loads: not the generator, its CMake files or its notes.
  set(_assets ${PROJECT_SOURCE_DIR}/assets)
  install(DIRECTORY ${_assets}/cards ${_assets}/ui ${_assets}/sounds DESTINATION ${CMAKE_INSTALL_DATADIR}/scoundrel)
  install(FILES ${_assets}/fonts/DejaVuSans.ttf ${_assets}/fonts/DejaVuSans-Bold.ttf
                ${_assets}/fonts/LICENSE-DejaVu.txt
          DESTINATION ${CMAKE_INSTALL_DATADIR}/scoundrel/fonts)
  install(FILES ${_assets}/fonts/LICENSE-DejaVu.txt DESTINATION ${SCOUNDREL_DOC_DIR})
  install(FILES ${_assets}/icons/scoundrel-64.png DESTINATION ${CMAKE_INSTALL_DATADIR}/scoundrel/icons)

  # Desktop integration, named after the AppStream id (also the Wayland app id). The
  # desktop file and the metadata carry each language's summary and description: msgfmt
  # puts the translations of po/ (po/LINGUAS's languages) into them, as desktop projects do.
  # The name has no msgid (po/extract.sh leaves it out), so it stays Scoundrel.
  set(SCOUNDREL_DESKTOP_FILE ${PROJECT_BINARY_DIR}/packaging/scoundrel.desktop)
  file(STRINGS ${PROJECT_SOURCE_DIR}/po/LINGUAS _linguas REGEX "^[^#]")
  string(REPLACE " " ";" _linguas "${_linguas}")
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/po/LINGUAS)
  set(_po_files)
  foreach(lang IN LISTS _linguas)
    list(APPEND _po_files ${PROJECT_SOURCE_DIR}/po/${lang}.po)
  endforeach()
  add_custom_command(OUTPUT ${SCOUNDREL_DESKTOP_FILE}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/packaging
    COMMAND ${SCOUNDREL_MSGFMT} --desktop --template=${_pkg}/scoundrel.desktop -d ${PROJECT_SOURCE_DIR}/po
            --output-file=${SCOUNDREL_DESKTOP_FILE}
    DEPENDS ${_pkg}/scoundrel.desktop ${_po_files} ${PROJECT_SOURCE_DIR}/po/LINGUAS
    COMMENT "Translating the desktop file"
    VERBATIM)
  install(FILES ${SCOUNDREL_DESKTOP_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/applications
          RENAME ${SCOUNDREL_APP_ID}.desktop)
  set(SCOUNDREL_SCREENSHOT_URL
      "https://raw.githubusercontent.com/scoundrel/scoundrel/main/docs/screenshots" CACHE STRING
      "Where the AppStream metadata says docs/screenshots/ is published")
  set(SCOUNDREL_METAINFO ${PROJECT_BINARY_DIR}/packaging/${SCOUNDREL_APP_ID}.metainfo.xml)
  set(_metainfo_english ${PROJECT_BINARY_DIR}/packaging/scoundrel.metainfo.xml.in)
  configure_file(${_pkg}/scoundrel.metainfo.xml.in ${_metainfo_english} @ONLY)
  add_custom_command(OUTPUT ${SCOUNDREL_METAINFO}
    COMMAND ${SCOUNDREL_MSGFMT} --xml --template=${_metainfo_english} -d ${PROJECT_SOURCE_DIR}/po
            --output-file=${SCOUNDREL_METAINFO}
    DEPENDS ${_metainfo_english} ${_po_files} ${PROJECT_SOURCE_DIR}/po/LINGUAS
    COMMENT "Translating the AppStream metadata"
    VERBATIM)
  add_custom_target(scoundrel_desktop_metadata ALL DEPENDS ${SCOUNDREL_DESKTOP_FILE} ${SCOUNDREL_METAINFO})
  install(FILES ${SCOUNDREL_METAINFO} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  foreach(size IN ITEMS 48 64 128 256)
    install(FILES ${_assets}/icons/scoundrel-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME scoundrel.png)
  endforeach()
  install(FILES ${_assets}/icons/scoundrel.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()

unset(_pkg)
unset(_po_files)
unset(_linguas)
unset(_metainfo_english)
unset(_assets)
unset(_man_pages)
unset(_man_outputs)
unset(_out)
