import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { table } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(table);

export type RootProps = ComponentProps<typeof Root>;
/** A styled semantic `<table>`; give it a `Table.Caption` so it has a name. */
export const Root = withProvider(ark.table, 'root');
export const Caption = withContext(ark.caption, 'caption');
export const Head = withContext(ark.thead, 'head');
export const Body = withContext(ark.tbody, 'body');
export const Foot = withContext(ark.tfoot, 'foot');
export const Row = withContext(ark.tr, 'row');
/** A header cell; `scope="col"` by default, pass `scope="row"` for row headers. */
export const Header = withContext(ark.th, 'header', { defaultProps: { scope: 'col' } });
export const Cell = withContext(ark.td, 'cell');
