import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { instructionUrl, mobileAppUrl, privacyPolicyUrl } from './documents';
import type { HeaderAccount } from './headerAccount';

const useStyles = makeStyles({
  // The menu is at most 300 px wide: a long address is cut with an ellipsis, whole in its title.
  email: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** Narrow screens: the account's buttons and the document links folded into one menu. */
export function HeaderMenu({ account }: { account?: HeaderAccount }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const mobileApp = mobileAppUrl();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="secondary">{t('shell.menu')}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {account && (
            <>
              <MenuGroup>
                <MenuGroupHeader>
                  <span className={styles.email} title={account.email}>
                    {account.email}
                  </span>
                </MenuGroupHeader>
                <MenuItem onClick={account.onChangePassword}>{t('shell.changePassword')}</MenuItem>
                <MenuItem onClick={account.onLogOut}>{t('shell.logOut')}</MenuItem>
              </MenuGroup>
              <MenuDivider />
            </>
          )}
          <MenuItemLink href={instructionUrl(language)} target="_blank" rel="noopener noreferrer">
            {t('shell.instruction')}
          </MenuItemLink>
          <MenuItemLink href={privacyPolicyUrl(language)} target="_blank" rel="noopener noreferrer">
            {t('shell.privacyPolicy')}
          </MenuItemLink>
          {mobileApp && (
            <MenuItemLink href={mobileApp} target="_blank" rel="noopener noreferrer">
              {t('shell.mobileApp')}
            </MenuItemLink>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
