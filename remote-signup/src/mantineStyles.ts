// The Mantine stylesheets this area renders beyond @erp/ui's (which every page loads first), in Mantine's order
// (each component after the ones it builds on). Every exposed module imports this file first, so the area's CSS
// arrives with its own chunks and before its CSS modules. When components change, packages/ui's stylesheet check
// (src/styleCheck) names the import to add or remove.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stepper.css';
