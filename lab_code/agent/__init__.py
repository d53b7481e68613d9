"""The cross-compiling agent of lesson 07: a model that REALLY builds C/CMake projects with zig.

How the pieces fit (importing this package does nothing: no toolchain is written, no
process started; bm25s is imported only when the knowledge base is first searched)::

    projects.copy_project(name, dest)   a fresh workdir with a project of the one catalogue: a
                                        demo (hello_lib, needs_dep, traps; verified by its
                                        expected_output.txt) or a vendored real library
                                        (verified by its artifacts and declared tests)
    tools.Workspace.create(wd, target)  the run's one Toolchain (toolchain.py: zig wrappers,
                                        toolchain.cmake, sysroot under .xbuild/<target>/), the
                                        project's original files, its secrets (redaction.py),
                                        sandbox on or off (sandbox.py: an unprivileged uid,
                                        no capabilities, even for root)
    runtimes.warm_up(target, progress)  zig's runtime libraries compiled into the shared
                                        cache, outside any sandbox, before the first command
                                        that compiles; cache_layer.py gives each workdir its
                                        own writable layer over that read-only cache
      workspace.tools                   list_files, read_file, write_file, run_command,
                                        search_knowledge as running.tool.Tool objects, each
                                        declared once in tool_specs.py (spec, tier, rule) and
                                        run by the workspace's method of the same name
      workspace.call(name, arguments)   one call through running/pipeline.py: parse, validate,
                                        authorise, execute, redact, shape -> a result dict
    verify.verify(workspace)            the program's own acceptance check: fresh rebuild,
                                        architecture from the ELF/PE header, run under qemu
    library_verify.verify_library(ws)   the check for any other project (a real library):
                                        every build dir complete by a dry run (build_state.py:
                                        the verifier builds nothing), every artifact's and every
                                        archive member's architecture (archive_reader.py),
                                        listed tests under qemu
    loop.AgentLoop                      the loop: every call answered, stop policy
                                        (stop_policy.py), trace (trace.py), observer (live.py)
    crossbuild.run_crossbuild(...)      all of the above for one run, the ONE place a run is put
                                        together (a tool design, the redactor, confirm, the
                                        verifier the project names); prompts.py opens it
    model_registry.make_model(name)     the models a run can be given by name (CLI and batch)

The toolchain, the runtimes, the cache layer, the sandbox, the redaction, the command guard,
the process runner, the file tools and the ``.xbuild/`` layout are in ``lab_code.workspace``
(lesson 05 uses some of them too); the policies for any tool call are in ``lab_code.running``.

Lessons: 07
"""
