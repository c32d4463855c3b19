// The certificate the browser tests' nginx serves HTTPS with (scripts/serve-nginx.mjs): a
// self-signed one for localhost, made with openssl on first use and kept in
// test-results/tls/<port>/ while it has more than a day to run, so the test runner, its
// workers and the server it starts all read the same one. Chromium is told to trust its
// key alone (--ignore-certificate-errors-spki-list), Node its certificate
// (NODE_EXTRA_CA_CERTS): any other certificate still fails.
// CommonJS, so that both playwright.config.ts and scripts/serve-nginx.mjs can load it.
const { spawnSync } = require("node:child_process")
const { createHash, X509Certificate } = require("node:crypto")
const { existsSync, mkdirSync, readFileSync } = require("node:fs")
const path = require("node:path")

const ROOT = path.resolve(__dirname, "..")
const DAY = 24 * 60 * 60 * 1000

const lastsAnotherDay = file => {
  if (!existsSync(file)) return false
  const { validTo } = new X509Certificate(readFileSync(file))
  return new Date(validTo).getTime() - Date.now() > DAY
}

/**
 * The test certificate for the server on `port`: its files and its key's SHA-256 SPKI
 * hash in base64 (the form Chromium's flag takes).
 * @param {number} port
 */
const testCertificate = port => {
  const folder = path.join(ROOT, "test-results/tls", String(port))
  const certificate = path.join(folder, "certificate.pem")
  const key = path.join(folder, "key.pem")
  if (!lastsAnotherDay(certificate)) {
    mkdirSync(folder, { recursive: true })
    const made = spawnSync(
      "openssl",
      [
        ...[
          "req",
          "-x509",
          "-newkey",
          "ec",
          "-pkeyopt",
          "ec_paramgen_curve:P-256",
        ],
        ...["-nodes", "-days", "30", "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1"],
        ...["-addext", "extendedKeyUsage=serverAuth"],
        ...["-keyout", key, "-out", certificate],
      ],
      { encoding: "utf8" },
    )
    if (made.status !== 0)
      throw new Error(
        `openssl could not make the test certificate: ${made.stderr || made.error}`,
      )
  }
  const publicKey = new X509Certificate(readFileSync(certificate)).publicKey
  const spki = createHash("sha256")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest("base64")
  return { certificate, key, spki }
}

module.exports = { testCertificate }
