import styled from '@emotion/styled';

/** The enquiry forms' fields: spec §9 input height 40 px, 1 px border, 5 px radius (theme.input). */
export const Form = styled.form`
  display: grid;
  gap: 12px;
`;

export const Label = styled.label`
  display: grid;
  gap: 4px;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const control = ({ theme }: { theme: import('@emotion/react').Theme }) => `
  box-sizing: border-box;
  width: 100%;
  min-height: ${theme.input.height}px;
  border: ${theme.input.border}px solid ${theme.colors.border};
  border-radius: ${theme.input.radius}px;
  padding: 8px 10px;
  font: inherit;
  font-weight: 400;
  color: ${theme.colors.text};
  background: #fff;
  &:focus-visible { outline: 2px solid ${theme.colors.blue}; outline-offset: 1px; }
`;

export const Input = styled.input(control);
export const Select = styled.select(control);
export const Textarea = styled.textarea`
  ${control}
  min-height: 88px;
  resize: vertical;
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  legend {
    padding: 0 0 4px;
    font-size: 14px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Options = styled.div<{ columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ columns = 3 }) => columns}, minmax(0, 1fr));
  gap: 0 12px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* The whole row is the control's target (the label clicks it): at least 40 px tall (spec §9's control
     height), the box and its text centred in it; a two-line label makes it taller, never shorter. */
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-width: 0;
    min-height: ${({ theme }) => theme.input.height}px;
    padding: 4px 0;
    box-sizing: border-box;
    font-size: 14px;
    line-height: 18px;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  /* A two-line label beside it must not squeeze the box: it keeps its 18 px. */
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.blue};
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  /* A label on two lines beside one on one line: the two controls still line up, at the bottom. */
  align-items: end;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Button = styled.button<{ tone?: 'primary' | 'secondary' | 'green' | 'red' }>`
  min-height: 42px;
  padding: 0 20px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.input.radius}px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  color: ${({ tone = 'primary', theme }) => (tone === 'secondary' ? theme.colors.text : '#fff')};
  background: ${({ tone = 'primary', theme }) =>
    tone === 'secondary'
      ? '#fff'
      : tone === 'green'
        ? theme.colors.green
        : tone === 'red'
          ? theme.colors.red
          : theme.colors.blue};
  border-color: ${({ tone, theme }) => (tone === 'secondary' ? theme.colors.border : 'transparent')};
  /* The theme's green is 3.5:1 against white: large text (19 px bold) keeps the label readable (WCAG AA). */
  font-size: ${({ tone }) => (tone === 'green' ? '19px' : 'inherit')};
  &[aria-disabled='true'] {
    opacity: 0.75;
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  min-height: 1.2em;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.red};
`;
