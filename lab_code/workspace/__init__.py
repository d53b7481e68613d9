"""The capstone's workspace: everything between a tool call that passed its checks and the machine.

One owner for the machinery that touches processes, files and the toolchain of a workdir:
the command guard and the program options it allows (``command_guard``, ``allowed_options``,
``compiler_flags``), running a command and the processes it leaves (``process_runner``,
``process_tree``, ``command_watch``, ``cgroup_limits``, ``disk_budget``), the guarded file tools
and the one module that knows the program's ``.xbuild/`` directory (``workdir_files``,
``dir_handle``, ``tree_walk``, ``workdir_layout``), and the build environment itself
(``toolchain``, ``runtimes``, ``cache_layer``, ``sandbox`` and the build's writable copy of the
sources ``source_view``, ``install_stage`` for installs that must land in the sysroot, ``redaction``).

The policies for any tool call (bug policy, time limits, breaker, side-effect tiers, call log,
paging) are one layer down, in ``lab_code.running``; the agent that uses both is in
``lab_code.agent``. Lesson 05 shows the guard and the process runner; lesson 07 builds on all.

Lessons: 05, 07
"""
