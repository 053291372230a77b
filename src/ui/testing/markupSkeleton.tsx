import type { ReactElement } from 'react';
import { cleanup } from '@testing-library/react';
import { renderInMantine } from './renderInMantine';

/**
 * Each element's tag, Mantine classes (not the static mantine-* names), data attributes and inline style: what
 * decides how a plain copy of a Mantine component looks, to compare the two.
 */
export function markupSkeleton(element: ReactElement): string[] {
  const { container } = renderInMantine(element);
  const rows = [...container.querySelectorAll('*')]
    // TagsInput's hidden input (for a plain form's submit) takes no space.
    .filter((node) => node.tagName !== 'STYLE' && node.getAttribute('type') !== 'hidden')
    .map((node) => {
      const classes = [...node.classList].filter((name) => name.startsWith('m_')).join('.');
      const data = [...node.attributes]
        .filter((attribute) => attribute.name.startsWith('data-'))
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .join(' ');
      // A pill's remove button is a span in a gate's first view (plainFields.tsx says why): same box, other tag.
      const tag = node.classList.contains('m_ae386778') ? 'remove' : node.tagName.toLowerCase();
      const disabled = node.hasAttribute('disabled') ? ' disabled' : '';
      return `${tag}.${classes} [${data}] {${node.getAttribute('style') ?? ''}}${disabled}`;
    });
  cleanup();
  return rows;
}

/** The whole rendered HTML, static class names and every attribute too, without Mantine's style tags. */
export function renderedMarkup(element: ReactElement): string {
  const { container, unmount } = renderInMantine(element);
  const html = container.innerHTML.replace(/<style[^>]*>.*?<\/style>/gs, '');
  unmount();
  return html;
}
