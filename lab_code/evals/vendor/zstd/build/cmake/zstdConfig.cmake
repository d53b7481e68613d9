include("${CMAKE_CURRENT_LIST_DIR}/zstdTargets.cmake")
