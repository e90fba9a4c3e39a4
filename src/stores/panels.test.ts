import { beforeEach, describe, expect, it } from 'vitest';
import { $openPanel, closePanel, isPanelName, togglePanel } from './panels.ts';

describe('the panels store', () => {
  beforeEach(closePanel);

  it('starts with no panel open', () => {
    expect($openPanel.get()).toBeUndefined();
  });

  it('opens a panel from its button and closes it from the same button', () => {
    togglePanel('notifications');
    expect($openPanel.get()).toBe('notifications');
    togglePanel('notifications');
    expect($openPanel.get()).toBeUndefined();
  });

  it('keeps one panel open at a time', () => {
    togglePanel('search');
    togglePanel('language');
    expect($openPanel.get()).toBe('language');
    closePanel();
    expect($openPanel.get()).toBeUndefined();
  });

  it("knows the shell's panels by name", () => {
    expect(isPanelName('font-size')).toBe(true);
    expect(isPanelName('schemes')).toBe(true);
    expect(isPanelName('fullscreen')).toBe(false);
    expect(isPanelName('')).toBe(false);
  });
});
