#!/bin/sh
# How we used to build for the ARM board (kept for reference).
# Run it from the project root; from the build directory use
#   cmake .. -DCMAKE_TOOLCHAIN_FILE=../.xbuild/zig.cmake
set -e
mkdir -p build-arm
cd build-arm
cmake .. -DCMAKE_TOOLCHAIN_FILE=.xbuild/zig.cmake -DCMAKE_BUILD_TYPE=Release
cmake --build .
