// Card with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { cardSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { card: cardSlotRecipe } });

export { Card } from '@chakra-ui/react';
