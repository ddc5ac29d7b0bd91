import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/kit/config';
import { lifeConnectSources, loadLifeConfig } from '../config';

const app = { port: 8080, host: '0.0.0.0', appUrl: 'http://localhost:8080' };

describe('loadLifeConfig', () => {
  it('defaults to PORT + 1 on the host of APP_URL, cable on ws://…/cable, CORS for APP_URL', () => {
    expect(loadLifeConfig({}, app)).toEqual({
      port: 8081,
      host: '0.0.0.0',
      apiUrl: 'http://localhost:8081',
      cableUrl: 'ws://localhost:8081/cable',
      allowedOrigin: 'http://localhost:8080',
    });
  });

  it('takes LIFE_PORT and LIFE_API_URL (https gives wss)', () => {
    const life = loadLifeConfig({ LIFE_PORT: '9000', LIFE_API_URL: 'https://vida.example.com/' }, { ...app, appUrl: 'https://cotador.example.com' });
    expect(life).toMatchObject({ port: 9000, apiUrl: 'https://vida.example.com', cableUrl: 'wss://vida.example.com/cable', allowedOrigin: 'https://cotador.example.com' });
    expect(lifeConnectSources(life)).toEqual(['https://vida.example.com', 'wss://vida.example.com']);
  });

  it('follows the port of LIFE_PORT in the default URL', () => {
    expect(loadLifeConfig({ LIFE_PORT: '9100' }, { ...app, appUrl: 'http://192.168.0.10:8080' }).apiUrl).toBe('http://192.168.0.10:9100');
  });

  it.each([
    [{ LIFE_PORT: '70000' }, 'LIFE_PORT'],
    [{ LIFE_PORT: 'abc' }, 'LIFE_PORT'],
    [{ LIFE_API_URL: 'ftp://x' }, 'LIFE_API_URL'],
  ])('refuses %j', (env, variable) => {
    expect(() => loadLifeConfig(env, app)).toThrow(ConfigError);
    expect(() => loadLifeConfig(env, app)).toThrow(variable);
  });
});
