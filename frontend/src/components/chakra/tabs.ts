// Tabs with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });

export { Tabs } from '@chakra-ui/react';
