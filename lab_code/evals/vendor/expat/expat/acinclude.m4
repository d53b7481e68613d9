# acinclude.m4 --
#

m4_include(conftools/ax-require-defined.m4)
m4_include(conftools/ax-check-compile-flag.m4)
m4_include(conftools/ax-check-link-flag.m4)
m4_include(conftools/ax-append-flag.m4)
m4_include(conftools/ax-append-compile-flags.m4)
m4_include(conftools/ax-append-link-flags.m4)
m4_include(conftools/expatcfg-compiler-supports-visibility.m4)

### end of file
