/** Content-Security-Policy between its data form (build-time/security.ts) and the header text. */
import {directives, type CspPolicy} from '../../build-time/security';

/** "directive source source; directive source", in the fixed directive order. */
export function serializeCsp(policy: CspPolicy): string {
  return directives
    .filter((d) => policy[d]?.length)
    .map((d) => [d, ...policy[d]!].join(' '))
    .join('; ');
}

/** The header back into directives (unknown directives kept, so a test sees them). */
export function parseCsp(header: string): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}
