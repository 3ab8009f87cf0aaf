# Provides scoundrel::sdl2, scoundrel::sdl2_image and scoundrel::sdl2_ttf for every
# directory of the project. Included from assets/CMakeLists.txt; also usable as
# find_package(ScoundrelSDL) with assets/cmake on CMAKE_MODULE_PATH.
#
# Imported targets are normally visible only below the directory that found them;
# game/ is a sibling of assets/, so the packages are found with global targets.
include_guard(GLOBAL)

set(CMAKE_FIND_PACKAGE_TARGETS_GLOBAL ON)

find_package(SDL2 REQUIRED)
find_package(SDL2_image QUIET)
find_package(SDL2_ttf QUIET)

# Debian 12 ships CMake config files for all three; older systems only have pkg-config.
if(NOT TARGET SDL2_image::SDL2_image OR NOT TARGET SDL2_ttf::SDL2_ttf)
  find_package(PkgConfig REQUIRED)
endif()
if(TARGET SDL2_image::SDL2_image)
  set(_scoundrel_sdl2_image SDL2_image::SDL2_image)
else()
  pkg_check_modules(SCOUNDREL_SDL2_IMAGE REQUIRED IMPORTED_TARGET GLOBAL SDL2_image)
  set(_scoundrel_sdl2_image PkgConfig::SCOUNDREL_SDL2_IMAGE)
endif()
if(TARGET SDL2_ttf::SDL2_ttf)
  set(_scoundrel_sdl2_ttf SDL2_ttf::SDL2_ttf)
else()
  pkg_check_modules(SCOUNDREL_SDL2_TTF REQUIRED IMPORTED_TARGET GLOBAL SDL2_ttf)
  set(_scoundrel_sdl2_ttf PkgConfig::SCOUNDREL_SDL2_TTF)
endif()

# Headers are included as <SDL.h>, <SDL_image.h>, <SDL_ttf.h>.
add_library(scoundrel_sdl2 INTERFACE)
target_link_libraries(scoundrel_sdl2 INTERFACE SDL2::SDL2)
add_library(scoundrel::sdl2 ALIAS scoundrel_sdl2)

add_library(scoundrel_sdl2_image INTERFACE)
target_link_libraries(scoundrel_sdl2_image INTERFACE scoundrel_sdl2 ${_scoundrel_sdl2_image})
add_library(scoundrel::sdl2_image ALIAS scoundrel_sdl2_image)

add_library(scoundrel_sdl2_ttf INTERFACE)
target_link_libraries(scoundrel_sdl2_ttf INTERFACE scoundrel_sdl2 ${_scoundrel_sdl2_ttf})
add_library(scoundrel::sdl2_ttf ALIAS scoundrel_sdl2_ttf)

unset(_scoundrel_sdl2_image)
unset(_scoundrel_sdl2_ttf)
set(ScoundrelSDL_FOUND TRUE)
