import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PreparedAnswers } from '../src/http/prepared-answers';

/** An answer as large as a state-wide quote of the real catalog (~1,000 plans, several MB of JSON). */
function largeAnswer(): string {
  const plan = (id: number) => ({ id, name: `Plano ${id}`, area: { name: 'Interior', cities: Array.from({ length: 600 }, (_, n) => `Cidade ${n}`) } });
  return JSON.stringify({ count: 1000, results: Array.from({ length: 1000 }, (_, id) => plan(id)) });
}

describe('prepared answers', () => {
  it('prices a quote once when 50 requests ask it at the same time', async () => {
    const prepared = new PreparedAnswers<object>();
    const scope = {};
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return '{"count":0}';
    };
    const bodies = await Promise.all(Array.from({ length: 50 }, () => prepared.body(scope, 'k', build)));
    expect(builds).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]?.json.toString()).toBe('{"count":0}');
  });

  it('does not keep a refused or failed build: the next request builds again', async () => {
    const prepared = new PreparedAnswers<object>();
    const scope = {};
    expect(await prepared.body(scope, 'k', () => null)).toBeNull();
    await expect(prepared.body(scope, 'k', () => Promise.reject(new Error('banco fora')))).rejects.toThrow('banco fora');
    expect((await prepared.body(scope, 'k', () => '{"ok":true}'))?.json.toString()).toBe('{"ok":true}');
  });

  it('sends a large answer compressed to every concurrent client, the same bytes, while other requests are still answered', async () => {
    const prepared = new PreparedAnswers<object>();
    const scope = {};
    const json = largeAnswer();
    const app = Fastify();
    app.get('/quote', async (request, reply) => {
      const body = await prepared.body(scope, 'k', () => json);
      if (!body) throw new Error('no body');
      return prepared.send(request, reply, scope, 'k', body);
    });
    app.get('/ping', async () => ({ ok: true }));
    try {
      const quotes = Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/quote', headers: { 'accept-encoding': 'br' } })));
      const ping = await app.inject({ method: 'GET', url: '/ping' });
      expect(ping.json()).toEqual({ ok: true });
      const answers = await quotes;
      for (const answer of answers) {
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      }
      expect(zlib.brotliDecompressSync(answers[0]?.rawPayload ?? Buffer.alloc(0)).toString('utf8')).toBe(json);
      const gzip = await app.inject({ method: 'GET', url: '/quote', headers: { 'accept-encoding': 'gzip' } });
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(json);
    } finally {
      await app.close();
    }
  });
});
