// test-setup/web.ts adds jest-dom's matchers (toBeInTheDocument, toHaveAttribute...) to
// Vitest's expect at run time; this tells TypeScript about them.
/// <reference types="@testing-library/jest-dom/vitest" />
