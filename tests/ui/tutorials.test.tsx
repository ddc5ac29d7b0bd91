/** /tutoriais: the product's flows as steps with screenshots (alt texts, files present, each under ~150 KB). */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TUTORIALS } from '../../src/ui/features/tutorials/tutorials-content';
import { createFakeServices, renderApp, signInDirectly } from './harness';

describe('/tutoriais', () => {
  it('shows every tutorial with its steps and described screenshots', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    renderApp({ services, path: '/tutoriais' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutoriais' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const expected of ['Cotar planos de saúde', 'Comparar planos e operadoras', 'Gerar a proposta em PDF', 'Cotar seguro de vida', 'Montar sua equipe']) {
      expect(titles).toContain(expected);
    }
    const team = screen.getByRole('region', { name: 'Montar sua equipe' });
    expect(within(team).getByRole('img', { name: /Janela Adicionar usuário/ })).toHaveAttribute('src', '/tutoriais/equipe-adicionar.png');
    expect(within(screen.getByRole('navigation', { name: 'Tutoriais nesta página' })).getAllByRole('link')).toHaveLength(TUTORIALS.length);
  });

  it.each(TUTORIALS.flatMap((tutorial) => tutorial.figures.map((figure) => [`${tutorial.id} ${figure.src}`, figure] as const)))('%s is a file under 150 KB with an alt text', (_name, figure) => {
    const file = path.join('public', figure.src);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(150 * 1024);
    expect(figure.alt.length).toBeGreaterThan(20);
  });
});
