# install.cmake - what `cmake --install` puts under a prefix, included by
# the top-level CMakeLists.txt once the library sources and the `coup`
# executable are known:
#
#   bin/coup
#   lib/libcoup.so.0.1.0, libcoup.so.0, libcoup.so   coup::coup
#   lib/libcoup.a                                    coup::coup_static
#   lib/pkgconfig/coup.pc
#   lib/cmake/coup/coupConfig.cmake, coupConfigVersion.cmake, coupTargets*.cmake
#   include/coup/*.h
#   share/man/man1/coup.1
#   share/bash-completion/completions/coup
#   share/doc/coup/   README.md, LICENSE, docs/*.md
#
# The directories come from GNUInstallDirs (lib may be lib64 or
# lib/x86_64-linux-gnu). The runtime component is the program, the shared
# library, the page and the completion; the development component adds the
# headers, the static library and the files that find them.

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# ---------------------------------------------------------- the libraries

# The installed libraries are compiled apart from coup_lib, the archive the
# coup executable, the tests and the bench link. coup_lib is built with
# gcc's link-time optimisation: its objects hold GIMPLE only, which neither
# clang, nor `-fno-lto`, nor another gcc release can link. These objects are
# plain machine code, position-independent so that one compilation serves
# both the shared and the static library (and libcoup.a can go into another
# shared library). The coup executable keeps LTO and its speed.
add_library(coup_objs OBJECT ${COUP_LIB_SOURCES})
set_target_properties(coup_objs PROPERTIES
    POSITION_INDEPENDENT_CODE ON
    INTERPROCEDURAL_OPTIMIZATION OFF)
target_include_directories(coup_objs PRIVATE
    "${PROJECT_SOURCE_DIR}/include" "${PROJECT_SOURCE_DIR}/src")
# The same code generation choice as coup_lib (see there).
target_compile_options(coup_objs PRIVATE -fno-jump-tables)
# Threads::Threads may carry -pthread, a compile option too.
target_link_libraries(coup_objs PRIVATE Threads::Threads)

# Both land in lib/ of the build tree: the build tree's own libcoup.a (the
# LTO archive) keeps its place for the bench and docs/STRENGTH.md.
set(COUP_LIB_OUTPUT_DIR "${PROJECT_BINARY_DIR}/lib")

# The source files as a target's sources, not a link to coup_objs: the
# exported targets then need no third, internal target.
add_library(coup_shared SHARED $<TARGET_OBJECTS:coup_objs>)
add_library(coup_static STATIC $<TARGET_OBJECTS:coup_objs>)
add_library(coup::coup ALIAS coup_shared)
add_library(coup::coup_static ALIAS coup_static)

foreach(target coup_shared coup_static)
    set_target_properties(${target} PROPERTIES
        OUTPUT_NAME coup
        INTERPROCEDURAL_OPTIMIZATION OFF
        LIBRARY_OUTPUT_DIRECTORY "${COUP_LIB_OUTPUT_DIR}"
        ARCHIVE_OUTPUT_DIRECTORY "${COUP_LIB_OUTPUT_DIR}")
    # The public headers only: a user never needs src/.
    target_include_directories(${target} PUBLIC
        "$<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>"
        "$<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>")
    # PRIVATE: the shared library records them itself; for the static one
    # CMake still passes them on to whoever links it ($<LINK_ONLY:...>).
    target_link_libraries(${target} PRIVATE m Threads::Threads)
endforeach()

# libcoup.so.0.1.0, with SONAME libcoup.so.0: the SONAME follows the
# project's major version, so a release that changes the ABI (a public
# struct such as coup_state, a signature) must raise the major version.
set_target_properties(coup_shared PROPERTIES
    VERSION "${PROJECT_VERSION}"
    SOVERSION "${PROJECT_VERSION_MAJOR}"
    EXPORT_NAME coup)
set_target_properties(coup_static PROPERTIES EXPORT_NAME coup_static)

# Only the public coup_ names leave the shared library; the coup__ names
# modules share among themselves stay inside, so users cannot come to
# depend on them.
set(COUP_VERSION_SCRIPT "${PROJECT_SOURCE_DIR}/cmake/libcoup.map")
target_link_options(coup_shared PRIVATE
    "LINKER:--version-script=${COUP_VERSION_SCRIPT}")
set_property(TARGET coup_shared APPEND PROPERTY LINK_DEPENDS "${COUP_VERSION_SCRIPT}")
# Every symbol resolved at link time (libm, threads): a missing dependency
# fails here rather than in a user's program. Sanitizer runtimes leave
# their symbols for the executable, so not with COUP_SANITIZE.
if(NOT COUP_SANITIZE)
    target_link_options(coup_shared PRIVATE "LINKER:--no-undefined")
endif()

# ------------------------------------------------------- the manual page

# coup.1 is written from the built program's help texts (cmake/man.cmake),
# so it changes whenever they do. A cross build cannot run the program.
if(TARGET coup AND NOT CMAKE_CROSSCOMPILING)
    set(COUP_MAN_PAGE "${PROJECT_BINARY_DIR}/coup.1")
    add_custom_command(OUTPUT "${COUP_MAN_PAGE}"
        COMMAND "${CMAKE_COMMAND}" "-DCOUP=$<TARGET_FILE:coup>"
                "-DOUT=${COUP_MAN_PAGE}"
                -P "${PROJECT_SOURCE_DIR}/cmake/man.cmake"
        DEPENDS coup "${PROJECT_SOURCE_DIR}/cmake/man.cmake"
        COMMENT "Writing coup.1 from coup --help"
        VERBATIM)
    add_custom_target(coup_man ALL DEPENDS "${COUP_MAN_PAGE}")
endif()

# ------------------------------------------------------------ installing

set(COUP_CMAKE_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/coup")
set(COUP_PKGCONFIG_DIR "${CMAKE_INSTALL_LIBDIR}/pkgconfig")

if(TARGET coup)
    install(TARGETS coup
        RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" COMPONENT runtime)
endif()
if(COUP_MAN_PAGE)
    install(FILES "${COUP_MAN_PAGE}"
        DESTINATION "${CMAKE_INSTALL_MANDIR}/man1" COMPONENT runtime)
endif()
install(FILES "${PROJECT_SOURCE_DIR}/contrib/coup.bash-completion"
    DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions"
    RENAME coup
    COMPONENT runtime)
install(FILES "${PROJECT_SOURCE_DIR}/README.md" "${PROJECT_SOURCE_DIR}/LICENSE"
    DESTINATION "${CMAKE_INSTALL_DOCDIR}" COMPONENT runtime)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/"
    DESTINATION "${CMAKE_INSTALL_DOCDIR}" COMPONENT runtime
    FILES_MATCHING PATTERN "*.md")

install(TARGETS coup_shared coup_static EXPORT coupTargets
    LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}"
        COMPONENT runtime NAMELINK_COMPONENT development
    ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT development)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/coup"
    DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}" COMPONENT development
    FILES_MATCHING PATTERN "*.h")

# find_package(coup): coup::coup (shared) and coup::coup_static.
install(EXPORT coupTargets
    NAMESPACE coup::
    DESTINATION "${COUP_CMAKE_DIR}"
    COMPONENT development)
configure_package_config_file(
    "${PROJECT_SOURCE_DIR}/cmake/coupConfig.cmake.in"
    "${PROJECT_BINARY_DIR}/coupConfig.cmake"
    INSTALL_DESTINATION "${COUP_CMAKE_DIR}")
# 0.x.y releases of one major version are taken as compatible, as the
# SONAME says; see the SOVERSION above.
write_basic_package_version_file(
    "${PROJECT_BINARY_DIR}/coupConfigVersion.cmake"
    VERSION "${PROJECT_VERSION}"
    COMPATIBILITY SameMajorVersion)
install(FILES
    "${PROJECT_BINARY_DIR}/coupConfig.cmake"
    "${PROJECT_BINARY_DIR}/coupConfigVersion.cmake"
    DESTINATION "${COUP_CMAKE_DIR}" COMPONENT development)

# pkg-config: coup.pc finds its prefix from its own place (${pcfiledir}),
# so it stays right when `cmake --install --prefix` or DESTDIR moves the
# tree after configuring. Absolute GNUInstallDirs paths are kept as given.
if(IS_ABSOLUTE "${COUP_PKGCONFIG_DIR}")
    set(COUP_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
    file(RELATIVE_PATH COUP_PC_UP "/prefix/${COUP_PKGCONFIG_DIR}" "/prefix")
    string(REGEX REPLACE "/$" "" COUP_PC_UP "${COUP_PC_UP}")
    set(COUP_PC_PREFIX "\${pcfiledir}/${COUP_PC_UP}")
endif()
foreach(dir LIBDIR INCLUDEDIR)
    if(IS_ABSOLUTE "${CMAKE_INSTALL_${dir}}")
        set(COUP_PC_${dir} "${CMAKE_INSTALL_${dir}}")
    else()
        set(COUP_PC_${dir} "\${prefix}/${CMAKE_INSTALL_${dir}}")
    endif()
endforeach()
# Libs.private: what a static link needs besides libcoup.a. The arena's
# POSIX threads want -pthread; where the C library holds them (glibc 2.34
# and later) FindThreads needs no flag, but another system may.
set(COUP_PC_LIBS_PRIVATE "-lm")
if(CMAKE_USE_PTHREADS_INIT)
    string(APPEND COUP_PC_LIBS_PRIVATE " -pthread")
elseif(CMAKE_THREAD_LIBS_INIT)
    string(APPEND COUP_PC_LIBS_PRIVATE " ${CMAKE_THREAD_LIBS_INIT}")
endif()
configure_file("${PROJECT_SOURCE_DIR}/cmake/coup.pc.in"
    "${PROJECT_BINARY_DIR}/coup.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/coup.pc"
    DESTINATION "${COUP_PKGCONFIG_DIR}" COMPONENT development)

# ----------------------------------------------------------------- tests

# tests/install/<name>.sh BUILD_DIR SOURCE_DIR: the installed tree, used as
# a user would (each script says what it checks).
file(GLOB COUP_INSTALL_TESTS CONFIGURE_DEPENDS
    "${PROJECT_SOURCE_DIR}/tests/install/*.sh")
list(SORT COUP_INSTALL_TESTS)
if(COUP_INSTALL_TESTS AND TARGET coup)
    find_program(BASH_EXECUTABLE bash REQUIRED)
    foreach(script IN LISTS COUP_INSTALL_TESTS)
        get_filename_component(name "${script}" NAME_WLE)
        add_test(NAME install_${name}
            COMMAND "${BASH_EXECUTABLE}" "${script}"
                "${PROJECT_BINARY_DIR}" "${PROJECT_SOURCE_DIR}"
            WORKING_DIRECTORY "${PROJECT_BINARY_DIR}")
        # Exit status 77: skipped, with the reason printed.
        set_tests_properties(install_${name} PROPERTIES
            TIMEOUT 300
            SKIP_RETURN_CODE 77
            LABELS install
            ENVIRONMENT "COUP_SANITIZE=${COUP_SANITIZE};COUP_CMAKE=${CMAKE_COMMAND}")
    endforeach()
endif()
