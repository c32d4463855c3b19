// `npm run serve:nginx`, and the browser tests' server: public/ (or SITE_DIR's kept build) served by
// Debian's nginx with the deploy recipe on loopback ports, HTTPS on --port, redirect on --http-port.
import { spawn, spawnSync } from "node:child_process"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir, userInfo } from "node:os"
import path from "node:path"

import { testCertificate } from "./test-certificate.cjs"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const RECIPE = path.join(ROOT, "deploy/nginx/nova-reyes.conf")
const SITE = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : null
const INCLUDES = SITE
  ? path.join(SITE, "nginx")
  : path.join(ROOT, "deploy/nginx/generated")
const PUBLIC = SITE ? path.join(SITE, "public") : path.join(ROOT, "public")

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const port = argument("--port", 9000)
const httpPort = argument("--http-port", port + 80)
const relayPort = argument("--relay-port", port + 200)

const fail = message => {
  console.error(`serve-nginx: ${message}`)
  process.exit(1)
}

const nginx = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find(existsSync)
if (!nginx)
  fail(
    "nginx is not installed. On Debian: sudo apt-get install -y nginx (.ci/run does it).",
  )
if (!existsSync(path.join(PUBLIC, "index.html")))
  fail("public/ holds no built site: run npm run build first.")
if (!existsSync(path.join(INCLUDES, "maps.conf")))
  fail(
    "deploy/nginx/generated/ is missing: the build writes it (npm run build).",
  )

const prefix = mkdtempSync(path.join(tmpdir(), "nginx-site-"))
symlinkSync(PUBLIC, path.join(prefix, "public"))
symlinkSync(INCLUDES, path.join(prefix, "nginx"))
// Debian's module files name their modules relative to nginx's prefix ("modules/….so").
symlinkSync("/usr/share/nginx/modules", path.join(prefix, "modules"))

/** Browsers try "localhost" at ::1 too, where the loopback has that address. */
const IPV6 =
  existsSync("/proc/net/if_inet6") &&
  /^0{31}1 /m.test(readFileSync("/proc/net/if_inet6", "utf8"))

const { certificate, key } = testCertificate(port)
const challenges = path.join(prefix, "acme")
mkdirSync(path.join(challenges, ".well-known/acme-challenge"), {
  recursive: true,
})

const local = [
  [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${httpPort};`],
  [/^(\s*)listen \[::\]:80;$/m, IPV6 ? `$1listen [::1]:${httpPort};` : ""],
  [/^(\s*)listen 443 (.*);$/m, `$1listen 127.0.0.1:${port} $2;`],
  [/^(\s*)listen \[::\]:443 (.*);$/m, IPV6 ? `$1listen [::1]:${port} $2;` : ""],
  [
    / \/etc\/letsencrypt\/live\/__DOMAIN__\/fullchain\.pem;/,
    ` ${certificate};`,
  ],
  [/ \/etc\/letsencrypt\/live\/__DOMAIN__\/privkey\.pem;/, ` ${key};`],
  [/ \/etc\/letsencrypt\/live\/__DOMAIN__\/chain\.pem;/, ` ${certificate};`],
  [/ root \/var\/www\/html;/, ` root ${challenges};`],
  [/ https:\/\/\$host\$request_uri;/, ` https://$host:${port}$request_uri;`],
  [
    / proxy_pass http:\/\/127\.0\.0\.1:8787;/,
    ` proxy_pass http://127.0.0.1:${relayPort};`,
  ],
]
const site = local
  .reduce(
    (text, [line, replacement]) => {
      if (!line.test(text)) fail(`the recipe has no line like ${line}`)
      return text.replace(line, replacement)
    },
    readFileSync(RECIPE, "utf8"),
  )
  .replaceAll("__SITE__", prefix)
  .replaceAll("__DOMAIN__", "localhost")
writeFileSync(path.join(prefix, "site.conf"), site)

const temp = path.join(prefix, "temp")
mkdirSync(temp)
const running = userInfo()
writeFileSync(
  path.join(prefix, "nginx.conf"),
  [
    // As root, nginx would hand its workers to "nobody", who may not read the checkout.
    ...(running.uid === 0 ? [`user ${running.username};`] : []),
    "include /etc/nginx/modules-enabled/*.conf;",
    "daemon off;",
    "worker_processes 2;",
    `pid ${path.join(prefix, "nginx.pid")};`,
    `error_log ${path.join(prefix, "error.log")} warn;`,
    "events { worker_connections 256; }",
    "http {",
    "    access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      kind => `    ${kind}_temp_path ${temp}/${kind};`,
    ),
    `    include ${path.join(prefix, "site.conf")};`,
    "}",
    "",
  ].join("\n"),
)

const args = [
  ...["-p", prefix, "-c", path.join(prefix, "nginx.conf")],
  // Before it reads the configuration, nginx logs to /var/log/nginx, which needs root.
  ...["-e", path.join(prefix, "error.log")],
]
const check = spawnSync(nginx, [...args, "-t", "-q"], { encoding: "utf8" })
if (check.status !== 0) {
  rmSync(prefix, { recursive: true, force: true })
  fail(`the recipe does not load:\n${check.stderr}`)
}

const server = spawn(nginx, args, { stdio: "inherit" })
console.log(
  `serve-nginx: https://localhost:${port}/, and http://localhost:${httpPort}/ redirecting to it (nginx from ${prefix})`,
)
const stop = () => server.kill("SIGQUIT")
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, stop)
server.on("exit", code => {
  rmSync(prefix, { recursive: true, force: true })
  process.exit(code ?? 0)
})
