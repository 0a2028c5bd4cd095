// Every Mantine component's styles, for the code that loads after the first page (dialogs,
// forms, member pages): imported by the modules that need them, so the guest home does not wait
// for them (docs/performance.md). In Mantine's `mantine` CSS layer, like the first-paint styles.
import '@mantine/core/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
