# The menu screens, their dialogs and widgets, and the score book. Included from
# tests/game/CMakeLists.txt; the scene tests run under SDL's dummy video driver.
add_executable(scoundrel_menu_tests
  MenuSceneTest.cpp
  SaveFlowTest.cpp
  SceneHarness.cpp
  TextInputTest.cpp)
target_link_libraries(scoundrel_menu_tests PRIVATE scoundrel_game GTest::gtest_main scoundrel_warnings)
target_compile_definitions(scoundrel_menu_tests PRIVATE
  SCOUNDREL_TEST_REFERENCE_DIR="${CMAKE_CURRENT_SOURCE_DIR}/reference")
gtest_discover_tests(scoundrel_menu_tests
  DISCOVERY_TIMEOUT 60
  PROPERTIES ENVIRONMENT "SDL_VIDEODRIVER=dummy;SCOUNDREL_NO_DIALOGS=1;ASAN_OPTIONS=detect_leaks=0")
