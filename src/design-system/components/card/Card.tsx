import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { card } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(card);

export type RootProps = ComponentProps<typeof Root>;
/** A bordered surface. Renders a div; use `asChild` to make it a section or article. */
export const Root = withProvider(ark.div, 'root');
export const Header = withContext(ark.div, 'header');
/** An h3 by default; pass `asChild` with another heading to fit the page outline. */
export const Title = withContext(ark.h3, 'title');
export const Description = withContext(ark.p, 'description');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');
