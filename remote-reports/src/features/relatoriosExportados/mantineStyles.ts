// The Mantine stylesheets the exported-reports modal renders beyond packages/ui's (which every page loads first),
// in Mantine's order. The shell mounts this exposed module on every page: it loads these, not the whole area's
// list (src/mantineStyles.ts, with the grid's). exposes/RelatoriosExportados.tsx imports this file first.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tooltip.css';
