import styled from '@emotion/styled';

export const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
  li {
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 14px 16px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    margin-top: 4px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 16px 0;
  /* A link standing alone in the row is a 40 px tap target too. */
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.input.height}px;
  }
`;

/**
 * The orange "post your requirement" style of button (header, pages). A long label ('Get quotes from …
 * companies') wraps on a phone instead of pushing the page wider than the screen.
 */
export const CallToAction = styled.button`
  /* One box for the button and for the link that stands in for it before hydration (requirement-button.tsx):
     the same font (a button does not inherit the page's), display and line height, so nothing moves when
     one takes the other's place. */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-height: ${({ theme }) => theme.input.height}px;
  max-width: 100%;
  margin: 0;
  padding: 8px 18px;
  font: inherit;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  border: 0;
  border-radius: ${({ theme }) => theme.input.radius}px;
  background: ${({ theme }) => theme.colors.orange};
  /* Dark text on the brand orange: white was 2.9:1, under WCAG AA (axe: color-contrast). */
  color: #17202b;
  font-weight: 600;
  font-size: 15px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.blue};
    outline-offset: 2px;
  }
`;

export const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 420px;
  gap: 24px;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    /* Never wider than the screen, whatever the card inside it asks for once its code runs. */
    grid-template-columns: minmax(0, 1fr);
  }
`;
