import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import { isolatedText } from './isolated-text.tsx';

const html = (node: ReturnType<typeof isolatedText>) => renderToStaticMarkup(<p>{node}</p>);

describe('isolatedText', () => {
  it('puts the name in a bdi of its own, the punctuation outside it (Arabic)', () => {
    const t = translatorFor('ar');
    expect(html(isolatedText(t, 'dashboards:project.welcome', { name: 'Ada Admin' }))).toBe(
      '<p>مرحبًا بعودتك، <bdi>Ada Admin</bdi>!</p>',
    );
  });

  it('reads as the plain sentence once the marks are gone (English)', () => {
    const t = translatorFor('en');
    const text = html(isolatedText(t, 'dashboards:project.welcome', { name: 'Ada' }));
    expect(text).toBe('<p>Welcome back, <bdi>Ada</bdi>!</p>');
  });

  it('escapes a value as text', () => {
    const t = translatorFor('en');
    expect(html(isolatedText(t, 'dashboards:project.activeClient', { client: '<b>Contoso</b>' }))).toBe(
      '<p>Client: <bdi>&lt;b&gt;Contoso&lt;/b&gt;</bdi></p>',
    );
  });

  it('asks its translator once per sentence and set of names', () => {
    const english = translatorFor('en');
    const asked: string[] = [];
    const t = ((key: string, values?: Record<string, string>) => {
      asked.push(key);
      return values ? english(key, values) : english(key);
    }) as typeof english;
    for (const name of ['Ada', 'Grace', 'Ada']) {
      expect(html(isolatedText(t, 'dashboards:project.welcome', { name }))).toBe(
        `<p>Welcome back, <bdi>${name}</bdi>!</p>`,
      );
    }
    html(isolatedText(t, 'dashboards:project.activeClient', { client: 'Contoso' }));
    expect(asked).toEqual(['dashboards:project.welcome', 'dashboards:project.activeClient']);
    // Another translator (another language) asks its own.
    expect(html(isolatedText(translatorFor('ar'), 'dashboards:project.welcome', { name: 'Ada' }))).toContain('مرحبًا');
  });
});
