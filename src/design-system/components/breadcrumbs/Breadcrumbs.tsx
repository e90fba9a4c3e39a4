import { ChevronRightIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { breadcrumbs } from 'styled-system/recipes';

// Ark-style part attributes, so app code and tests can target the parts without class names.
const part = (name: string) => ({ 'data-scope': 'breadcrumbs', 'data-part': name });
const parts = {
  root: part('root'),
  list: part('list'),
  item: part('item'),
  link: part('link'),
  separator: part('separator'),
};

export interface BreadcrumbItem {
  /** Text of the crumb (already translated). */
  label: string;
  /** Where the crumb leads; the last crumb is the current page and needs none. */
  href?: string | undefined;
}

export interface BreadcrumbsProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-label' | 'children'> {
  /** Name of the navigation landmark, e.g. "Breadcrumb" in the user's language. */
  label: string;
  /** From the top level down to the current page (last). */
  items: readonly BreadcrumbItem[];
  /**
   * Handles a plain click on a crumb in place (e.g. a folder trail inside one page); clicks with
   * a modifier key still follow the link, so a crumb can open in a new tab.
   */
  onNavigate?: ((index: number) => void) | undefined;
}

/**
 * Where the page sits in the hierarchy: a labelled nav with an ordered list; the last crumb
 * is the current page (aria-current="page"). The separator chevrons turn round in RTL.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { label, items, onNavigate, className, ...rest },
  ref,
) {
  const classes = breadcrumbs();
  return (
    <nav ref={ref} aria-label={label} className={cx(classes.root, className)} {...parts.root} {...rest}>
      <ol className={classes.list} {...parts.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.label}|${item.href ?? ''}`} className={classes.item} {...parts.item}>
              {current || item.href === undefined ? (
                <span className={classes.link} aria-current={current ? 'page' : undefined} {...parts.link}>
                  {item.label}
                </span>
              ) : (
                <a
                  className={classes.link}
                  href={item.href}
                  onClick={(event) => {
                    if (!onNavigate || event.button !== 0) return;
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    onNavigate(index);
                  }}
                  {...parts.link}
                >
                  {item.label}
                </a>
              )}
              {current ? null : (
                <span className={classes.separator} aria-hidden="true" {...parts.separator}>
                  <ChevronRightIcon />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
