# CPack: a Debian package and a .tar.gz of the same install tree. Included from the
# top-level CMakeLists.txt after the install rules; `cpack` in the build directory (or
# scripts/package.sh) makes both.
set(CPACK_PACKAGE_NAME scoundrel)
set(CPACK_PACKAGE_VENDOR "The Scoundrel contributors")
set(SCOUNDREL_PACKAGE_MAINTAINER "The Scoundrel contributors <maintainers@scoundrel.invalid>"
  CACHE STRING "The Maintainer field of the Debian package (Name <address>)")
set(CPACK_PACKAGE_CONTACT "${SCOUNDREL_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "solo dungeon crawl played with a deck of cards")
set(CPACK_PACKAGE_DESCRIPTION
  "Scoundrel is the solo dungeon-crawl card game by Zach Gage and Kurt Bieg. You walk a
dungeon of 44 cards four at a time: clubs and spades are monsters, diamonds are weapons,
hearts are potions. Fight, drink, equip, or run from a room, and try to reach the bottom
of the deck alive.

This package holds the SDL2 game, with drag and drop, undo, saves, high scores and an
illustrated how-to-play, and scoundrel-cli, the same rules engine for scripts.")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_CURRENT_LIST_DIR}/LICENSE)
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB TGZ)
# The archive unpacks into one folder holding bin/ and share/ (the game finds its data
# from bin/ through ../share/scoundrel); the .deb installs under /usr, CPack's default
# for it.
set(CPACK_PACKAGE_FILE_NAME "scoundrel-${PROJECT_VERSION}-${CMAKE_SYSTEM_NAME}-${CMAKE_SYSTEM_PROCESSOR}")

set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
# dpkg-shlibdeps reads the binaries and names the libraries they need (libsdl2-2.0-0,
# libsdl2-image-2.0-0, libsdl2-ttf-2.0-0, libsdl2-mixer-2.0-0, libstdc++6...), with their versions.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
include(CPack)
