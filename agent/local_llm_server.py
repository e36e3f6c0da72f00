"""The child process that serves a GGUF with xllamacpp (llama.cpp's llama-server, OpenAI API).

Run by agent/local_llm.py as `python -m tally.agent.local_llm_server MODEL PORT THREADS CTX`; it
serves until it is terminated. A separate process because xllamacpp's server cannot be stopped from
inside the process that started it, and a crash in native code must not take the CLI down with it.
"""

import os
import signal
import sys
import threading


def serve(model: str, port: int, threads: int, ctx: int) -> None:
    import xllamacpp

    params = xllamacpp.CommonParams()
    params.model.path = model
    params.hostname = "127.0.0.1"
    params.port = port
    params.n_ctx = ctx
    params.n_parallel = 1
    params.cpuparams.n_threads = threads
    params.cpuparams_batch.n_threads = threads
    # No busy-wait between batches: on 2 shared cores a spinning thread steals from everyone else.
    params.cpuparams.poll = 0
    params.cpuparams_batch.poll = 0
    params.use_jinja = True  # the GGUF's own chat template, which knows its tool-call format
    params.cache_ram_mib = 512  # the static prompt prefix fits many times; the default is 8 GiB
    params.webui = False
    server = xllamacpp.Server(params)  # noqa: F841 (serves while referenced)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    parent = os.getppid()
    # A parent killed with SIGKILL cannot stop its child: the child notices it was orphaned and exits.
    while not stop.wait(1.0):
        if os.getppid() != parent:
            break
    os._exit(0)  # the native server threads do not join; nothing of ours needs flushing


if __name__ == "__main__":
    model_path, port_text, threads_text, ctx_text = sys.argv[1:5]
    serve(model_path, int(port_text), int(threads_text), int(ctx_text))
