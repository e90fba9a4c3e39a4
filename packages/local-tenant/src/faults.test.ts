import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './fault-switches.ts';
import { FaultSyntaxError, formatFaults, parseFaults } from './faults.ts';

describe('parseFaults', () => {
  it('reads nothing as no faults', () => {
    expect(parseFaults('')).toEqual({});
    expect(parseFaults(' \n')).toEqual({});
  });

  it('reads every kind of fault for every stand-in', () => {
    expect(parseFaults('idp:down,auth-api:500,graph:429,reports-api:slow=3000,report-host:401')).toEqual({
      idp: { answer: { kind: 'down' } },
      'auth-api': { answer: { kind: 'status', status: 500 } },
      graph: { answer: { kind: 'status', status: 429, retryAfterSeconds: 1 } },
      'reports-api': { delayMs: 3000 },
      'report-host': { answer: { kind: 'status', status: 401 } },
    });
    expect(parseFaults('graph:507')).toEqual({ graph: { answer: { kind: 'full' } } });
    expect(parseFaults('graph:429=30')).toEqual({
      graph: { answer: { kind: 'status', status: 429, retryAfterSeconds: 30 } },
    });
  });

  it('lets one stand-in be slow and fail, and takes white space and line ends as separators', () => {
    expect(parseFaults(' graph:slow=200\n graph:500 , ')).toEqual({
      graph: { delayMs: 200, answer: { kind: 'status', status: 500 } },
    });
  });

  it.each([
    ['graph', "'graph' is not stand-in:fault"],
    [
      'grpah:500',
      "'grpah:500' names no stand-in (known: idp, auth-api, graph, reports-api, report-host, report-export)",
    ],
    ['graph:404', "'graph:404' names no fault (known: down, slow=MS, 500, 429, 429=SECONDS, 401, 507 (graph))"],
    ['auth-api:507', "'auth-api:507': 507 (a full library) is Graph's only"],
    ['graph:507,graph:500', "'graph:500' and 'graph:507' both decide graph's answer"],
    ['graph:', "'graph:' names no fault"],
    ['graph:slow', "'graph:slow' needs a delay in milliseconds"],
    ['graph:slow=fast', "'graph:slow=fast': slow takes whole milliseconds from 1 to 600000"],
    ['graph:slow=0', "'graph:slow=0': slow takes whole milliseconds"],
    ['graph:slow=1.5', "'graph:slow=1.5': slow takes whole milliseconds"],
    ['graph:429=-1', "'graph:429=-1': 429= takes whole seconds from 0 to 86400"],
    ['graph:500=1', "'graph:500=1' names no fault"],
    ['graph:slow=1=2', "'graph:slow=1=2' has more than one '='"],
    ['graph:500,graph:429', "'graph:429' and 'graph:500' both decide graph's answer"],
    ['idp:slow=5,idp:slow=6', "'idp:slow=6' and 'idp:slow=5' both slow idp down"],
    ['auth-api:500,graph:nope', "'graph:nope' names no fault"],
  ])('refuses %j, naming the bad part', (text, message) => {
    expect(() => parseFaults(text)).toThrow(FaultSyntaxError);
    expect(() => parseFaults(text)).toThrow(message);
  });
});

describe('formatFaults', () => {
  it('writes the canonical text, which reads back to the same faults', () => {
    const full = parseFaults('graph:507');
    expect(parseFaults(formatFaults(full))).toEqual(full);
    const text = 'report-host:down,graph:429=7,reports-api:slow=3000,idp:401,auth-api:429,graph:slow=20';
    const faults = parseFaults(text);
    const canonical = formatFaults(faults);
    expect(canonical).toBe('idp:401,auth-api:429,graph:slow=20,graph:429=7,reports-api:slow=3000,report-host:down');
    expect(parseFaults(canonical)).toEqual(faults);
    expect(formatFaults({})).toBe('');
  });
});

describe('isLoopbackAddress', () => {
  it('knows this machine from others', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '0.0.0.0', '::', '1127.0.0.1', undefined])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});
