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
`;

/** The orange "post your requirement" style of button (header, pages). */
export const CallToAction = styled.button`
  height: ${({ theme }) => theme.input.height}px;
  padding: 0 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.input.radius}px;
  background: ${({ theme }) => theme.colors.orange};
  color: #fff;
  font-weight: 600;
  font-size: 15px;
  white-space: nowrap;
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
    grid-template-columns: 1fr;
  }
`;
