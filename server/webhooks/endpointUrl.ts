import { isIP } from 'node:net';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Literal addresses of private, loopback, link-local (cloud metadata) and unspecified networks. */
const isPrivateAddress = (host: string): boolean => {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(bare) === 4) {
    const [a, b] = bare.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(bare) === 6)
    return (
      bare === '::' ||
      bare === '::1' ||
      /^(fc|fd|fe8|fe9|fea|feb)/.test(bare) ||
      bare.startsWith('::ffff:')
    );
  return bare === 'localhost' || bare.endsWith('.localhost') || bare.endsWith('.internal');
};

/**
 * Whether Saluni may send to `value` (docs/areas/webhooks.md, "Where it sends"): https to a
 * public host; outside production also http to this machine (a developer's receiver, the
 * tests'). Private and loopback addresses written as such are refused in production; a public
 * name that resolves to one is not checked at send time.
 */
export const isAllowedEndpointUrl = (value: string, production: boolean): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const loopback = LOOPBACK_HOSTS.includes(url.hostname);
  if (!production && loopback) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && !isPrivateAddress(url.hostname);
};
