// Accordion with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { accordion: accordionSlotRecipe } });

export { Accordion } from '@chakra-ui/react';
