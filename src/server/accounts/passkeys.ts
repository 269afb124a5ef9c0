import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { StoredPasskey } from './store';

// The WebAuthn ceremonies, all checking done by @simplewebauthn/server: the
// challenge (kept by the server, taken once), the origin and relying party (the
// page's own), the signature, user presence and verification, and the counter.
// No attestation is asked for: a passkey proves the person holds it, not which
// make of device it lives on, which a game site has no reason to know.

export const RP_NAME = 'Euro tables';

/** The page a ceremony runs on: its origin and relying-party id (the origin's host name). */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

export function registrationOptions(
  rp: RelyingParty,
  user: { id: Uint8Array<ArrayBuffer>; name: string },
  exclude: string[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userID: user.id,
    userName: user.name,
    attestationType: 'none',
    excludeCredentials: exclude.map((id) => ({ id })),
    // A passkey the browser offers by itself at sign-in, no username typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** The new passkey, or undefined when the response does not verify. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
  accountId: string,
): Promise<StoredPasskey | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      accountId,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

export function authenticationOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required' });
}

/** The passkey's new counter when the assertion verifies against it; undefined otherwise. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: true,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
