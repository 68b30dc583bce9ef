// Accordion with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from '../../app/theme';

addSlotRecipes({ accordion: accordionSlotRecipe });

export { Accordion } from '@chakra-ui/react';
