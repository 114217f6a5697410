import crypto from 'node:crypto';

/**
 * A throwaway self-signed TLS certificate for a host name, made in memory for one test run (no key
 * is ever written to the repository). Only a browser started with `--ignore-certificate-errors`
 * accepts it; the spec needs HTTPS because the production host is on the HSTS preload list.
 */
const tlv = (tag: number, content: Buffer): Buffer => {
  const length = content.length;
  const lengthBytes =
    length < 0x80 ? Buffer.from([length]) : (() => {
      const bytes: number[] = [];
      for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
      return Buffer.from([0x80 | bytes.length, ...bytes]);
    })();
  return Buffer.concat([Buffer.from([tag]), lengthBytes, content]);
};
const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const integer = (bytes: Buffer) => tlv(0x02, bytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const oid = (dotted: string) => {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const body = [40 * first + second];
  for (const value of rest) {
    const chunk: number[] = [value & 0x7f];
    for (let left = value >> 7; left > 0; left >>= 7) chunk.unshift((left & 0x7f) | 0x80);
    body.push(...chunk);
  }
  return tlv(0x06, Buffer.from(body));
};
const utcTime = (date: Date) => tlv(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));
const name = (commonName: string) => sequence(set(sequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from(commonName)))));

export function selfSignedCertificate(host: string, now: Date = new Date()): { key: string; cert: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const subjectAltName = sequence(oid('2.5.29.17'), tlv(0x04, sequence(tlv(0x82, Buffer.from(host)))));
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(crypto.randomBytes(8)),
    ecdsaWithSha256,
    name(host),
    sequence(utcTime(new Date(now.getTime() - 60_000)), utcTime(new Date(now.getTime() + 24 * 3_600_000))),
    name(host),
    publicKey.export({ type: 'spki', format: 'der' }),
    tlv(0xa3, sequence(subjectAltName)),
  );
  const signature = crypto.sign('sha256', tbs, privateKey);
  const der = sequence(tbs, ecdsaWithSha256, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem = der.toString('base64').replace(/.{1,64}/g, '$&\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${pem}-----END CERTIFICATE-----\n`,
  };
}
