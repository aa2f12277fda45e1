import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { HubTab } from './hubTabs';

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
      <Suspense
        fallback={
          <CircularProgress sx={{ m: 4 }} aria-label={translate('saluni.inventory.loading')} />
        }
      >
        <Box sx={{ pt: 2 }}>
          <Component />
        </Box>
      </Suspense>
    </Box>
  );
};
