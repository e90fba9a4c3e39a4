import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillTemplate, makeCertificate, publicKeyPin } from './nginx.mjs';

describe('the https suite’s certificate', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-certificate-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is pinned by the hash Chromium compares, as openssl computes it', () => {
    const { certificate } = makeCertificate(dir);
    // The recipe Chromium documents for --ignore-certificate-errors-spki-list.
    const publicKey = execFileSync('openssl', ['x509', '-in', certificate, '-pubkey', '-noout']);
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], {
      input: publicKey,
    });
    const digest = execFileSync('openssl', ['dgst', '-sha256', '-binary'], {
      input: der,
    });
    expect(publicKeyPin(certificate)).toBe(digest.toString('base64'));
    // Another key is another pin.
    const other = makeCertificate(mkdtempSync(path.join(dir, 'other-')));
    expect(publicKeyPin(other.certificate)).not.toBe(publicKeyPin(certificate));
  });
});

describe('fillTemplate', () => {
  it('fills every placeholder and refuses to leave one empty', () => {
    expect(fillTemplate(`listen \${LISTEN};`, { LISTEN: '443' })).toBe('listen 443;');
    expect(() => fillTemplate(`server \${PORTAL_3};`, {})).toThrow(`no value for \${PORTAL_3}`);
  });
});
