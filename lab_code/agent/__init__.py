"""The cross-compiling agent of lesson 07: a model that REALLY builds C/CMake projects with zig.

How the pieces fit (importing this package does nothing: no toolchain is written, no
process started, bm25s and ziglang are imported only when used)::

    projects.copy_project(name, dest)   a fresh workdir with a demo project (hello_lib,
                                        needs_dep, traps) and its expected_output.txt
    toolchain.prepare_toolchain(wd, t)  zig wrappers + toolchain.cmake + sysroot under
                                        <wd>/.xbuild/<t>/; .xbuild/target = active target
    tools.*(wd, ...)                    list_files, read_file, write_file, run_command,
                                        search_knowledge -> str for the model, or ToolError
      tool_specs.TOOL_SPECS             names, Chinese descriptions, JSON schemas (no workdir)
      command_guard                     whitelist + path checks of every command argument
      knowledge                         BM25 over ~20 fixes, char-bigram tokenizer
      sandbox                           optional bubblewrap isolation (Workspace(sandbox=True))
    verify.verify(wd, target)           the program's own acceptance check: fresh rebuild,
                                        architecture from the ELF/PE header, run under qemu

The loop (models, trace, CLI) calls ``tools.Workspace.create(wd, target)`` once, offers
``tool_specs.openai_tools()``, dispatches each tool call with ``Workspace.call(name, args)``
(turning ``ToolError`` into ``lab_code.wire.tool_results.error_result``), and never believes the
model's "build succeeded": it ends with ``verify.verify``.

Shared with lesson 05: ``lab_code.running.paging`` (read pages) and ``lab_code.running.process_runner``
(no shell, group kill, exit code first, output tail + full log).

Lessons: 07
"""
