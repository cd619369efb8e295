// Violation: core/ is pure, no React.
import { useState } from 'react';

export const hook = useState;
