import { Box, Tab, Tabs } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

/**
 * One of the inventory hub's tabs, its extension points: an area adds its tab with one entry in
 * HUB_TABS or PRODUCT_TABS (a label i18n key and a lazily loaded screen), and the hub keeps the
 * choice in the URL.
 */
export interface HubTab {
  /** The `tab` / `productTab` query value. */
  id: string;
  /** i18n key of the tab label. */
  label: string;
  /** Its screen: a chunk of its own (lazyTab) unless already in the area's chunk (the warehouse and supplier lists, which their resources' list routes also show). */
  Component: ComponentType;
  /** A chunk of its own: what fetches it ahead of the tab's first show. */
  load?: () => Promise<unknown>;
}

/**
 * Tabs chosen by the query parameter `param` (the first tab when absent or unknown). Choosing
 * a tab pushes a history entry, so reload and back show the same tab.
 */
export const UrlTabs = ({
  param,
  tabs,
  ariaLabel,
}: {
  param: string;
  tabs: HubTab[];
  ariaLabel: string;
}) => {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = tabs.find((tab) => tab.id === searchParams.get(param)) ?? tabs[0];
  const choose = (id: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(param, id);
      return next;
    });
  const { Component } = current;
  return (
    <Box>
      <Tabs
        value={current.id}
        onChange={(_event, id: string) => choose(id)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate(ariaLabel)}
      >
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={translate(tab.label)} />
        ))}
      </Tabs>
      <Box sx={{ pt: 2 }}>
        <Component />
      </Box>
    </Box>
  );
};
