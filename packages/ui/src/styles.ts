// The Mantine stylesheets every page loads, once, before any remote's own (each remote's src/mantineStyles.ts): the
// global base, what the host, @erp/ui and @erp/federation render (the host has no list of its own: what it renders
// is on every page anyway, and its own chunk's CSS could land before this one), and the sheets other components
// build on (a remote's later copy of those would re-apply their rules over components already styled). In
// Mantine's order; the package is `sideEffects: false` except for this file and its own .css files (package.json),
// or webpack would drop these imports. packages/ui's stylesheet check (src/styleCheck) names the import to add or
// remove.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
// After Mantine's global sheet, whose focus ring it recolours.
import './focusRing.css';
import './toasts/toasts.css';
