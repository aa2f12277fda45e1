/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * Each step's heading takes the focus when the step shows, so a screen reader reads where the
 * visitor now is and the keyboard continues from the top of the step.
 */
export const StepHeading = ({ children }: { children: ComponentChildren }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1} class="step-heading">
      {children}
    </h2>
  );
};
