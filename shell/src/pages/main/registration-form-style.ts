import styled from '@emotion/styled';

export const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 480px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input,
  select {
    height: ${({ theme }) => theme.input.height}px;
    border: ${({ theme }) => theme.input.border}px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.input.radius}px;
    padding: 0 10px;
    font: inherit;
    font-weight: 400;
  }
  .error {
    color: ${({ theme }) => theme.colors.red};
    margin: 0;
  }
  button {
    height: ${({ theme }) => theme.input.height}px;
    border: 0;
    border-radius: ${({ theme }) => theme.input.radius}px;
    background: ${({ theme }) => theme.colors.green};
    /* Dark text on the brand green: white was 3.5:1, under WCAG AA (axe: color-contrast, issue 18). */
    color: #17202b;
    font-weight: 600;
    cursor: pointer;
  }
`;
