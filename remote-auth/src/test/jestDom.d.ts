// The jest-dom matchers (toBeInTheDocument…) are installed by the shared Jest setup; this brings their types.
/// <reference types="@testing-library/jest-dom" />
