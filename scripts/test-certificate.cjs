// The browser tests' self-signed localhost certificate, kept on disk so the runner, its workers and
// nginx share it. CommonJS, so both playwright.config.ts and scripts/serve-nginx.mjs can load it.
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

/** @param {number} port */
const testCertificate = port => {
  const folder = path.join(ROOT, "test-results/tls", String(port))
  const certificate = path.join(folder, "certificate.pem")
  const key = path.join(folder, "key.pem")
  if (!lastsAnotherDay(certificate)) {
    mkdirSync(folder, { recursive: true })
    const made = spawnSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec"],
        ...["-pkeyopt", "ec_paramgen_curve:P-256"],
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
