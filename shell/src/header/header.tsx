import styled from '@emotion/styled';
import { headerLinks, isSellersSite, routes, type SiteSettings } from '@pharmasetu/shared-contracts';
import { Link } from 'react-router-dom';
import { RequirementButton } from '../enquiry/requirement-button';
import { SearchSlot } from './search-slot';
import { TopBar } from './top-bar';
import { useSiteNavigate } from './use-site-navigate';

const MainBar = styled.div`
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: 12px 16px;
  display: flex;
  align-items: center;
  gap: 24px;
  ${({ theme }) => theme.media.mobile} {
    gap: 12px;
    flex-wrap: wrap;
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.input.height}px;
  font-size: 24px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.blue};
  text-decoration: none;
  white-space: nowrap;
  span {
    color: ${({ theme }) => theme.colors.green};
  }
`;

const SearchArea = styled.div`
  flex: 1 1 420px;
  min-width: 0;
  min-height: ${({ theme }) => theme.input.height}px;
`;

/**
 * The call to action's box, reserved whatever its label holds yet. The server's page can be painted before its
 * whole document has arrived (a busy phone, the document in more than one piece): a frame drawn between the
 * button's tag and its label showed a 36 px button, which fitted on the search box's line and moved to a line of
 * its own (or 190 px left, on wider screens) once the label came. A width that does not come from the label
 * keeps the row's lines and the button's place the same in every frame; one line (a label wider than the box,
 * another platform's font, is cut short rather than wrapped) keeps its height, which the row centres on.
 */
const RequirementAction = styled.div`
  /* A flex box, not a line: an empty inline box sits on the text's baseline, 4 px higher than a labelled one. */
  display: flex;
  flex: 0 0 auto;
  width: 240px;
  max-width: 100%;
  & > a,
  & > button {
    width: 100%;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export function Header({ settings }: { settings: SiteSettings }) {
  const searchAction = routes.searchPage(settings.urls.main);
  const navigate = useSiteNavigate();
  return (
    <header css={{ borderBottom: '1px solid #e3e8ee', background: '#fff' }}>
      <TopBar links={headerLinks(settings)} phones={settings.contact.phones} sellers={isSellersSite(settings.site)} />
      <MainBar>
        <Logo to="/" aria-label={`${settings.productName} home`}>
          Pharma<span>Setu</span>
        </Logo>
        {/* The company and dashboard sites compose no search remote (platform/src/releases/sites.ts). */}
        {settings.site !== 'company' && settings.site !== 'dashboard' && (
          <SearchArea>
            <SearchSlot settings={settings} action={searchAction} navigate={navigate} />
          </SearchArea>
        )}
        {/* The sellers' site has no buyers' call to action; the dashboard has its own "Sign out". */}
        {!isSellersSite(settings.site) && (
          <RequirementAction>
            <RequirementButton detail={{ section: 'navbar' }}>Post your requirement</RequirementButton>
          </RequirementAction>
        )}
      </MainBar>
    </header>
  );
}
