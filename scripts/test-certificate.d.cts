/** The test certificate's files and its key's SHA-256 SPKI hash, in base64. */
export declare const testCertificate: (port: number) => {
  certificate: string
  key: string
  spki: string
}
