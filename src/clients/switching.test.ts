import { describe, expect, it } from 'vitest';
import {
  chooseClient,
  initialSelection,
  projectPickerDisabled,
  showsClientPicker,
  switchTitleKey,
} from './switching.ts';

const northwind = {
  id: 'n',
  client_name: 'Northwind Traders',
  projects: [{ project_name: 'A' }, { project_name: 'B' }],
};
const fabrikam = { id: 'f', client_name: 'Fabrikam', projects: [] };

describe('the switch dialog', () => {
  it("is titled 'Switch Project' with one client and has no client picker then", () => {
    expect(switchTitleKey([fabrikam])).toBe('switchProject');
    expect(showsClientPicker([fabrikam])).toBe(false);
    expect(switchTitleKey([northwind, fabrikam])).toBe('switchClientProject');
    expect(showsClientPicker([northwind, fabrikam])).toBe(true);
  });

  it('preselects the first client on first open with no active client', () => {
    expect(initialSelection([northwind, fabrikam], null, [])).toEqual({ clientId: 'n', projects: [] });
    expect(initialSelection([northwind, fabrikam], 'f', [])).toEqual({ clientId: 'f', projects: [] });
    expect(initialSelection([northwind], 'n', ['B'])).toEqual({ clientId: 'n', projects: ['B'] });
    expect(initialSelection([], null, [])).toEqual({ clientId: null, projects: [] });
  });

  it('clears the project when another client is chosen', () => {
    expect(chooseClient({ clientId: 'n', projects: ['A'] }, 'f')).toEqual({ clientId: 'f', projects: [] });
    expect(chooseClient({ clientId: 'n', projects: ['A'] }, 'n')).toEqual({ clientId: 'n', projects: ['A'] });
  });

  it('disables the project picker for a client without projects', () => {
    expect(projectPickerDisabled(fabrikam)).toBe(true);
    expect(projectPickerDisabled(undefined)).toBe(true);
    expect(projectPickerDisabled(northwind)).toBe(false);
  });
});
