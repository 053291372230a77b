// Mantine's Tooltip on its own, for DeferredTooltip to import on demand: with it comes floating-ui (about 30 KB
// gzipped), which a page needs only once a tooltip is about to show.
export { Tooltip } from '@mantine/core';
